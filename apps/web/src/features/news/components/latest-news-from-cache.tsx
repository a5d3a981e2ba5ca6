import { useQuery } from '@tanstack/react-query';
import { getLatestNewsQueryOptions } from '../api/latest-news-query';
import { LatestNewsSection } from './latest-news-section';

/** The latest articles read through the query cache: no section while they load, when they cannot be read, or when there are none. */
export function LatestNewsFromCache() {
  const { data } = useQuery(getLatestNewsQueryOptions());
  return data && data.articles.length > 0 ? <LatestNewsSection articles={data.articles} /> : null;
}
