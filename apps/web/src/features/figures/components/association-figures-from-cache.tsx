import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TAssociationFigures } from '@action-plus/contract';
import { getAssociationFiguresQueryOptions } from '../api/association-figures-query';

/** The figures read through the query cache: undefined for `children` while they load or after a failure. */
export function AssociationFiguresFromCache({ children }: { children: (figures: TAssociationFigures | undefined) => ReactNode }) {
  const { data } = useQuery(getAssociationFiguresQueryOptions());
  return children(data);
}
