// Loaded on demand by donation-form.tsx, with zod: the donation page starts without it (decision 046).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZDonationAmountSchema, ZDonorSchema } from '@action-plus/contract';
import { OTHER_AMOUNT } from './donation-choice';
import { DONATION_PAGE_MESSAGES as M } from '../messages';

/** The amount is a suggested one or a free one, checked with the contract's bounds. */
export const ZDonationFormSchema = ZDonorSchema.extend({ choice: z.string(), customAmount: z.string() }).superRefine((form, context) => {
  if (form.choice !== OTHER_AMOUNT) return;
  const text = form.customAmount.trim().replace(',', '.');
  if (!text) {
    context.addIssue({ code: 'custom', path: ['customAmount'], message: M.customAmountRequired });
    return;
  }
  const parsed = ZDonationAmountSchema.safeParse(Number(text));
  if (!parsed.success) context.addIssue({ code: 'custom', path: ['customAmount'], message: parsed.error.issues[0]?.message ?? M.customAmountRequired });
});

export const resolveDonationForm = zodResolver(ZDonationFormSchema);
