/** A `tel:` link target: the number as displayed, without its spaces. */
export const telephoneHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;
