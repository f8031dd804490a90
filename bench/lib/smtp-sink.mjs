// A local SMTP server that accepts every message and discards it, so the server runs with an
// SMTP_URL as production requires (docs/operations.md, What production refuses to start with)
// and its e-mails cost what sending them costs, without reaching anyone.
import { SMTPServer } from 'smtp-server';

/** Starts the sink on a free port; `env` points the server at it. */
export async function startSmtpSink() {
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise upgrade to TLS and refuse the sink's
    // self-signed certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => callback());
      stream.resume();
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    env: { SMTP_URL: `smtp://127.0.0.1:${server.server.address().port}` },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
