import { useEffect, useRef, useState } from 'react';
import type { FormStep } from '../../shared/form-step';
import { VERIFICATION_FIELDS, VERIFICATION_REQUIRED } from '../../shared/verification';
import { useSite } from '../site-context';
import type { PhoneVerification as Impl } from '../verification/PhoneVerification';
import { VERIFICATION_ERROR_EVENT } from '../verification/events';

export { VERIFICATION_ERROR_EVENT };

/**
 * Where a form's 휴대폰 인증 block goes. The block's code (client/verification/, a chunk of its own) is loaded only
 * once a form needs it (a booking form, a ticked advertising box), so pages whose visitors never
 * tick the box do not carry it. The server renders it only for a form's second step (no
 * JavaScript); otherwise server HTML and the first browser render show the same placeholder.
 */
let impl: typeof Impl | undefined;
let loading: Promise<unknown> | undefined;

/** Makes the component available synchronously (the server entry). */
export function provideVerification(component: typeof Impl) {
  impl = component;
}

interface Props {
  id: string;
  always?: boolean;
  step?: FormStep;
}

export function VerificationSlot(props: Props) {
  const site = useSite();
  const box = useRef<HTMLDivElement>(null);
  const [ticked, setTicked] = useState(false);
  // Loaded in the browser after hydration: server HTML and the first browser render are the same.
  const [ready, setReady] = useState(false);
  const needed = site.phoneVerification && (!!props.always || !!props.step || ticked);
  // A form sent before the block's code has arrived (a slow phone): the message is kept here, shown
  // in the placeholder, and handed to the block, so the tap never ends in silence.
  const [early, setEarly] = useState('');

  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form || ready) return;
    const onError = (e: Event) => setEarly((e as CustomEvent<string>).detail);
    form.addEventListener(VERIFICATION_ERROR_EVENT, onError);
    return () => form.removeEventListener(VERIFICATION_ERROR_EVENT, onError);
  }, [ready]);

  useEffect(() => {
    const form = box.current?.closest('form');
    if (!form || props.always) return;
    const read = () => setTicked((form.elements.namedItem('marketing') as HTMLInputElement | null)?.checked ?? false);
    read(); // a box the browser restored (back navigation) counts too
    const onChange = (e: Event) => {
      if ((e.target as HTMLInputElement | null)?.name === 'marketing') read();
    };
    form.addEventListener('change', onChange);
    return () => form.removeEventListener('change', onChange);
  }, [props.always]);

  useEffect(() => {
    if (!needed || ready) return;
    loading ??= impl ? Promise.resolve() : import('../verification/PhoneVerification').then((m) => provideVerification(m.PhoneVerification));
    void loading.then(() => setReady(true));
  }, [needed, ready]);

  // Once shown it stays mounted (it hides itself when the box is unticked, keeping its countdown).
  if (impl && (ready || props.step)) {
    const Component = impl;
    return <Component {...props} initialError={early} />;
  }
  // The booking form's block before its code arrives (and without JavaScript before the first post).
  if (props.always && site.phoneVerification) {
    return (
      <div ref={box} className="field phone-verify" data-verification="needed">
        <span className="phone-verify-title">
          휴대폰 인증 <span className="required" aria-hidden="true">*</span>
        </span>
        {early ? (
          <p className="field-error" role="alert">
            {early}
          </p>
        ) : (
          <p className="phone-verify-help">입력하신 휴대폰 번호로 인증번호를 보내 드립니다.</p>
        )}
      </div>
    );
  }
  return <div ref={box} hidden />;
}

/**
 * True (and the message shown beside the code field) when the form needs verification and holds
 * neither a token nor a code: the form should not be sent yet.
 */
export function verificationMissing(form: HTMLFormElement): boolean {
  const block = form.querySelector('[data-verification="needed"]');
  if (!block) return false;
  const code = (form.elements.namedItem(VERIFICATION_FIELDS.code) as HTMLInputElement | null)?.value.trim();
  if (code) return false;
  form.dispatchEvent(new CustomEvent(VERIFICATION_ERROR_EVENT, { detail: VERIFICATION_REQUIRED }));
  return true;
}
