import { Heart, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PAGES } from '@common/pages';
import { Seo } from '@/components/seo';
import { paths } from '@/config/paths';
import { LoadFailed } from '@/components/ui/load-failed';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useUser } from '@/lib/auth';
import { safeRedirectPath } from '@/lib/login-redirect';
import { usePublicConfig } from '@/lib/public-config';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { AFTER_LOGIN_DEFAULT } from './use-signed-in';

/** The spec's 'Loading' for /auth, written out under the spinner rather than only for screen readers. */
function AuthLoading() {
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-neutral-700">
      <LoaderCircle aria-hidden className="size-8 animate-spin text-brand" />
      <p className="text-sm font-medium">Loading…</p>
    </div>
  );
}

/** /auth (part 1 §2): Login and Register tabs, the forgot-password mode, noindex. */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const tab = params.get('tab') === 'register' ? 'register' : 'login';
  const redirectParam = params.get('redirect');
  // Forgot mode belongs to the visit it was opened in: any navigation to /auth (the header's Log In or Sign Up,
  // even to the same URL) makes a new location and shows the tabs again.
  const [forgotAt, setForgotAt] = useState<string | null>(null);
  const forgot = forgotAt === location.key;
  const setForgot = (on: boolean) => setForgotAt(on ? location.key : null);
  const { data: user, isLoading: userLoading } = useUser();
  const config = usePublicConfig();
  const navigate = useNavigate();
  // Set by the login/register forms just before they sign the member in and navigate on their own.
  const handedOff = useRef(false);
  const handOff = () => {
    handedOff.current = true;
  };

  // Signed-in members do not belong here, except the one a form has just signed in: that form sends them on.
  const signedIn = Boolean(user);
  useEffect(() => {
    if (signedIn && !handedOff.current)
      void navigate(safeRedirectPath(redirectParam) ?? AFTER_LOGIN_DEFAULT, { replace: true });
  }, [signedIn, redirectParam, navigate]);
  if (user) return null;

  const seo = <Seo {...PAGES.auth} title={forgot ? PAGES.resetPassword.title : PAGES.auth.title} path={paths.auth()} />;
  if (userLoading || config.isLoading) {
    return (
      <>
        {seo}
        <AuthLoading />
      </>
    );
  }
  if (config.isError || !config.data) {
    return (
      <>
        {seo}
        <LoadFailed
          title="Failed to load configuration"
          onRetry={() => void config.refetch()}
          retrying={config.isFetching}
        />
      </>
    );
  }

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-10 sm:py-16">
      {seo}
      <div className="mx-auto w-full max-w-lg rounded-3xl border border-neutral-200 bg-white p-6 shadow-lg sm:p-8">
        <div className="mb-6 text-center">
          <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-brand-50">
            <Heart aria-hidden className="size-6 fill-brand text-brand" />
          </span>
          <h1 className="text-2xl font-extrabold text-neutral-900 sm:text-3xl">
            {forgot ? 'Reset Your Password' : 'Welcome to KindRipple'}
          </h1>
          {!forgot ? (
            <p className="mt-1 text-sm text-neutral-600">Spread kindness with a community that cares.</p>
          ) : null}
        </div>
        {forgot ? (
          <ForgotPasswordForm onBack={() => setForgot(false)} />
        ) : (
          <Tabs
            value={tab}
            onValueChange={(v) => {
              const next = new URLSearchParams(params);
              next.set('tab', v);
              setParams(next, { replace: true });
            }}
          >
            <TabsList>
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="register">Register</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm
                config={config.data}
                redirectParam={redirectParam}
                onForgot={() => setForgot(true)}
                onHandOff={handOff}
              />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm config={config.data} redirectParam={redirectParam} onHandOff={handOff} />
            </TabsContent>
          </Tabs>
        )}
      </div>
    </div>
  );
}
