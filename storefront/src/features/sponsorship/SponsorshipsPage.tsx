import { Alert, Badge, Button, CopyButton, Heading, Stack, Text, TextField } from '@gamelle/design-system';
import type { Sponsorship, SponsorshipCoupon, SponsorshipFriend } from '@gamelle/contract/sponsorship';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { AccountCard, accountCard } from '../customer/index.ts';
import {
  ApiError,
  errorText,
  heldFormUntilHydrated,
  useFormatMoney,
  useHeldSubmitReplayed,
  useLocale,
  useMessages,
} from '../shared/index.ts';
import { formatDay } from './format.ts';
import { sponsorshipMessages } from './messages.ts';
import { sponsorshipClient, sponsorshipKeys, sponsorshipQuery } from './queries.ts';
import * as styles from './sponsorship.css.ts';

const stateTone = { invited: 'neutral', registered: 'info', ordered: 'caution', rewarded: 'positive' } as const;

/**
 * The customer's sponsorships (spec §2 /mon-compte/mes-parrainages/, issue 16): how it works, the personal code and
 * link to copy, an invitation by e-mail, the friends with their state (invited, registered, ordered, rewarded), the
 * credits earned, and, for a new customer, who sponsored them (with the welcome coupon) or the field to say so.
 */
export function SponsorshipsPage({ customerId }: { customerId: number }) {
  const t = useMessages(sponsorshipMessages);
  const locale = useLocale();
  const money = useFormatMoney();
  const { data } = useSuspenseQuery(sponsorshipQuery(locale, customerId));
  const friendAmount = money(data.friendDiscountCents);
  const sponsorAmount = money(data.sponsorRewardCents);
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1}>{t.title}</Heading>
        <Text tone="secondary">{t.intro(friendAmount, sponsorAmount)}</Text>
      </Stack>
      <AccountCard id="sponsorship-steps" title={t.stepsTitle}>
        <ol className={styles.steps}>
          <li>{t.step1}</li>
          <li>{t.step2(friendAmount)}</li>
          <li>{t.step3(sponsorAmount)}</li>
        </ol>
      </AccountCard>
      <div className={styles.sections}>
        <Share sponsorship={data} />
        <Invite customerId={customerId} />
      </div>
      <Friends friends={data.friends} />
      <Rewards rewards={data.rewards} />
      {data.sponsoredBy ? <SponsoredBy sponsoredBy={data.sponsoredBy} /> : null}
      {data.canClaim ? <Claim customerId={customerId} /> : null}
    </Stack>
  );
}

function Share({ sponsorship }: { sponsorship: Sponsorship }) {
  const t = useMessages(sponsorshipMessages);
  return (
    <AccountCard id="sponsorship-share" title={t.shareTitle} headingSize="3" space="medium">
      <Stack space="xsmall">
        <Text weight="strong">{t.codeLabel}</Text>
        <div className={styles.row}>
          <span className={styles.value} data-testid="sponsorship-code">
            {sponsorship.code}
          </span>
          <CopyButton text={sponsorship.code}>{t.copyCode}</CopyButton>
        </div>
      </Stack>
      <Stack space="xsmall">
        <Text weight="strong">{t.linkLabel}</Text>
        <div className={styles.row}>
          <span className={styles.value} data-testid="sponsorship-link">
            {sponsorship.link}
          </span>
          <CopyButton text={sponsorship.link}>{t.copyLink}</CopyButton>
        </div>
      </Stack>
    </AccountCard>
  );
}

type FieldError = { code: string; message?: string } | undefined;

/**
 * One field and its button; the server's refusal of the field shows under it, any other failure below. The form
 * spreads `heldUntilHydrated` and takes `ref`: a press before the page's code has run is held (never a native GET,
 * which would put the friend's e-mail in the address), then sent once the form is live (held-submits.ts).
 */
function useSingleFieldForm(field: string, send: (value: string) => Promise<string>) {
  const t = useMessages(sponsorshipMessages);
  const ref = useRef<HTMLFormElement>(null);
  useHeldSubmitReplayed(ref);
  const [error, setError] = useState<FieldError>();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const value = String(new FormData(form).get(field) ?? '').trim();
    setFailure(null);
    setDone(null);
    if (!value) return setError({ code: 'required' });
    setError(undefined);
    setPending(true);
    try {
      setDone(await send(value));
      form.reset();
    } catch (caught) {
      const violation =
        caught instanceof ApiError ? caught.violations.find((v) => v.propertyPath === field) : undefined;
      if (violation) setError({ code: violation.code ?? 'invalid', message: violation.message });
      else setFailure(caught instanceof ApiError && caught.status === 429 ? errorText(caught) : t.defaultError);
    } finally {
      setPending(false);
    }
  }
  return { field, ref, error, setError, failure, done, pending, submit };
}

/** A `useSingleFieldForm` form: its one field and its button. */
function SingleFieldForm({
  form,
  input,
  submitLabel,
}: {
  form: ReturnType<typeof useSingleFieldForm>;
  input: { label: string; type?: 'email'; inputMode?: 'email'; autoCapitalize?: 'characters' };
  submitLabel: string;
}) {
  return (
    <form
      ref={form.ref}
      {...heldFormUntilHydrated}
      noValidate
      onSubmit={form.submit}
      aria-busy={form.pending || undefined}
      className={styles.form}
    >
      <TextField
        label={input.label}
        type={input.type}
        name={form.field}
        autoComplete="off"
        inputMode={input.inputMode}
        autoCapitalize={input.autoCapitalize}
        required
        formName="sponsorship"
        error={form.error}
        onChange={() => form.error && form.setError(undefined)}
      />
      <Button type="submit" loading={form.pending}>
        {submitLabel}
      </Button>
    </form>
  );
}

function Invite({ customerId }: { customerId: number }) {
  const t = useMessages(sponsorshipMessages);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const statusId = useId();
  const form = useSingleFieldForm('email', async (email) => {
    const friend = await sponsorshipClient(locale).invite(email);
    await queryClient.invalidateQueries({ queryKey: sponsorshipKeys.mine(customerId, locale) });
    return t.invited(friend.email ?? email);
  });
  return (
    <AccountCard id="sponsorship-invite" title={t.inviteTitle} headingSize="3" space="medium">
      <SingleFieldForm
        form={form}
        input={{ label: t.inviteEmail, type: 'email', inputMode: 'email' }}
        submitLabel={t.inviteSubmit}
      />
      <div id={statusId} role="status" aria-live="polite">
        {form.done ? <Alert tone="positive">{form.done}</Alert> : null}
        {form.failure ? <Alert tone="critical">{form.failure}</Alert> : null}
      </div>
    </AccountCard>
  );
}

function Friends({ friends }: { friends: SponsorshipFriend[] }) {
  const t = useMessages(sponsorshipMessages);
  const locale = useLocale();
  return (
    <AccountCard id="sponsorship-friends" title={t.friendsTitle} headingSize="3" plain>
      {friends.length === 0 ? (
        <Text tone="secondary">{t.noFriends}</Text>
      ) : (
        <ul className={styles.list}>
          {friends.map((friend) => {
            const since = {
              invited: friend.invitedAt,
              registered: friend.registeredAt,
              ordered: friend.orderedAt,
              rewarded: friend.rewardedAt,
            }[friend.state];
            return (
              <li key={friend.id} className={accountCard} data-testid="sponsorship-friend" data-state={friend.state}>
                <div className={styles.row}>
                  <Stack space="xsmall">
                    <Text weight="strong">{friend.name ?? friend.email ?? t.friendUnknown}</Text>
                    {friend.name && friend.email ? <Text tone="secondary">{friend.email}</Text> : null}
                    {since ? (
                      <Text tone="secondary">{t[`since_${friend.state}`](formatDay(since, locale))}</Text>
                    ) : null}
                  </Stack>
                  <Badge tone={stateTone[friend.state]}>{t[`state_${friend.state}`]}</Badge>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AccountCard>
  );
}

function CouponLine({ coupon, line }: { coupon: SponsorshipCoupon; line: (amount: string, date: string) => string }) {
  const t = useMessages(sponsorshipMessages);
  const locale = useLocale();
  const money = useFormatMoney();
  return (
    <div className={styles.row} data-testid="sponsorship-coupon" data-used={coupon.used}>
      <Stack space="xsmall">
        <span className={styles.value}>{coupon.couponCode}</span>
        <Text tone="secondary">{line(money(coupon.amountCents), formatDay(coupon.expiresAt, locale))}</Text>
      </Stack>
      {coupon.used ? (
        <Badge tone="neutral">{t.used}</Badge>
      ) : (
        <CopyButton text={coupon.couponCode}>{t.copyCoupon(coupon.couponCode)}</CopyButton>
      )}
    </div>
  );
}

function Rewards({ rewards }: { rewards: SponsorshipCoupon[] }) {
  const t = useMessages(sponsorshipMessages);
  return (
    <AccountCard id="sponsorship-rewards" title={t.rewardsTitle} headingSize="3" plain>
      {rewards.length === 0 ? (
        <Text tone="secondary">{t.noRewards}</Text>
      ) : (
        <ul className={styles.list}>
          {rewards.map((coupon) => (
            <li key={coupon.couponCode} className={accountCard}>
              <CouponLine coupon={coupon} line={t.rewardLine} />
            </li>
          ))}
        </ul>
      )}
    </AccountCard>
  );
}

function SponsoredBy({ sponsoredBy }: { sponsoredBy: NonNullable<Sponsorship['sponsoredBy']> }) {
  const t = useMessages(sponsorshipMessages);
  const welcome = sponsoredBy.welcomeCoupon;
  return (
    <AccountCard id="sponsorship-sponsor" title={t.sponsoredTitle} headingSize="3" data-testid="sponsored-by">
      <Text>{t.sponsoredBy(sponsoredBy.sponsorName)}</Text>
      {welcome ? (
        welcome.used ? (
          <Text>{t.welcomeUsed}</Text>
        ) : (
          <CouponLine coupon={welcome} line={t.welcomeLine} />
        )
      ) : null}
    </AccountCard>
  );
}

function Claim({ customerId }: { customerId: number }) {
  const t = useMessages(sponsorshipMessages);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const form = useSingleFieldForm('code', async (code) => {
    const answer = await sponsorshipClient(locale).claim(code);
    queryClient.setQueryData(sponsorshipKeys.mine(customerId, locale), answer);
    return answer.sponsoredBy ? t.sponsoredBy(answer.sponsoredBy.sponsorName) : '';
  });
  return (
    <AccountCard id="sponsorship-claim" title={t.claimTitle} headingSize="3" space="medium">
      <Text tone="secondary">{t.claimHint}</Text>
      <SingleFieldForm
        form={form}
        input={{ label: t.claimLabel, autoCapitalize: 'characters' }}
        submitLabel={t.claimSubmit}
      />
      <div role="status" aria-live="polite">
        {form.failure ? <Alert tone="critical">{form.failure}</Alert> : null}
      </div>
    </AccountCard>
  );
}
