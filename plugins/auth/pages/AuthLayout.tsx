import type { ReactNode } from 'react';
import '../../../core/kit/forms/forms.css';
import '../../../core/kit/ui/content.css';

/** The frame of the login, registration, forgot and reset password pages. */
export function AuthLayout({ title, lead, children, testId }: { title: string; lead?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <section className="content-page content-page--narrow" data-testid={testId}>
      <h1>{title}</h1>
      {lead && <p className="content-page__lead">{lead}</p>}
      {children}
    </section>
  );
}
