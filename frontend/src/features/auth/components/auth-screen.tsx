// The /auth card for someone not signed in: Login and Register tabs, the "Forgot password?" flow, and the banner
// shown after a payment when the person has to log in again (?email=...&paid=true).
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { preloadAuthClient } from '@/lib/auth';
import { PAID_BANNER_TEXT, PAID_BANNER_TITLE } from '@/lib/auth-messages';
import { ForgotPassword } from './forgot-password';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Tab = 'login' | 'register';

export function AuthScreen({
  email = '',
  paid = false,
  notice,
}: {
  /** Prefills the email fields. */
  email?: string;
  /** The payment went through: say so, and that logging in is the last step. */
  paid?: boolean;
  /** A short explanation above the tabs (e.g. why the person was sent here). */
  notice?: string;
}) {
  const [tab, setTab] = useState<Tab>('login');
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [loginEmail, setLoginEmail] = useState(email);
  // A new key remounts the Login form so that it picks up the email from the reset flow.
  const [loginKey, setLoginKey] = useState(0);

  return (
    <Card className="w-full max-w-lg" onFocusCapture={preloadAuthClient} onPointerEnter={preloadAuthClient}>
      <CardContent className="space-y-6 p-6 sm:p-8">
        {paid ? (
          <Alert variant="success" title={PAID_BANNER_TITLE}>
            <p>{PAID_BANNER_TEXT}</p>
            <p className="mt-1">Your account has been activated: log in to start using the platform.</p>
          </Alert>
        ) : null}
        {notice ? <Alert variant="info">{notice}</Alert> : null}
        {forgotEmail !== null ? (
          <ForgotPassword
            defaultEmail={forgotEmail}
            onBack={(next) => {
              setLoginEmail(next);
              setLoginKey((k) => k + 1);
              setForgotEmail(null);
              setTab('login');
            }}
          />
        ) : (
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
            <TabsList aria-label="Login or register">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm
                key={loginKey}
                defaultEmail={loginEmail}
                onForgotPassword={(current) => setForgotEmail(current)}
              />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm defaultEmail={email} />
            </TabsContent>
          </Tabs>
        )}
      </CardContent>
    </Card>
  );
}
