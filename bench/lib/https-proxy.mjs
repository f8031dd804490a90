// HTTPS with HTTP/2 in front of a bench's server: nginx, as docs/operations.md deploys the store.
// The browser then fetches a page's files over one connection, as a shopper's does, with nginx
// ordering them by the browser's priorities, instead of over the six connections a plain-HTTP
// origin gets. The certificate is made for the run (openssl) and thrown away with its folder.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

function makeCertificate(dir) {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
}

/** The deployment's server block, cut to what a bench needs (no rate limit, no access log). */
function config(dir, port, upstream) {
  return `
worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream kesariya {
    server ${upstream.host};
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port} ssl http2;
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    location / {
      proxy_pass http://kesariya;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # The upstream's own host: the server keeps rendered pages per URL, host included, so the
      # bench's warm-up of a page over plain HTTP serves the browser's load too.
      proxy_set_header Host ${upstream.host};
    }
  }
}
`;
}

function listening(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });
}

/** Starts nginx on `port` for the server at `upstream` (http://127.0.0.1:…); answers its base URL. */
export async function startHttpsProxy({ port, upstream }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-https-'));
  makeCertificate(dir);
  writeFileSync(join(dir, 'nginx.conf'), config(dir, port, new URL(upstream)));
  const nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  for (let tries = 0; !(await listening(port)); tries++) {
    if (nginx.exitCode !== null || tries > 100)
      throw new Error(`nginx did not start on ${port} (${NGINX}; see ${dir}/error.log)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base: `https://127.0.0.1:${port}`,
    async stop() {
      nginx.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
