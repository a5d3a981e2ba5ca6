// Loaded on demand by contact-form.tsx, with zod: the contact page starts without it (decision 046).
import { zodResolver } from '@hookform/resolvers/zod';
import { ZContactRequestSchema } from '@action-plus/contract';

export const resolveContactMessage = zodResolver(ZContactRequestSchema);
