import { DetailSection } from '@/components/detail-section';
import { PageHeader } from '@/components/page-header';
import { useStaffMember } from '@/store/hooks';
import { PasswordChangeForm } from './password-change-form';
import { TwoFactorSection } from './two-factor-section';

/** The signed-in member's own account: two-factor sign-in and the password. */
export default function AccountScreen() {
  const member = useStaffMember();
  return (
    <>
      <PageHeader
        title="Your account"
        description={`Signed in as ${member.name || member.email} (${member.email}).`}
      />
      <div className="flex max-w-2xl flex-col gap-6">
        <DetailSection title="Two-factor sign-in">
          <TwoFactorSection />
        </DetailSection>
        <DetailSection title="Password">
          <PasswordChangeForm />
        </DetailSection>
      </div>
    </>
  );
}
