import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NEWS_PAGE_HEADING, NEWS_STATUS_LABELS, PATHS, type TAdminNewsArticle, type TNewsStatus } from '@action-plus/contract';
import { AdminListPage } from '#components/admin/admin-list-page';
import { Badge, Button, ButtonLink, ConfirmDeleteModal, Container, QueryFailedAlert, Spinner, useToast, type BadgeTone } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useAuth } from '#lib/auth';
import { formatDate, formatDateTime } from '#lib/dates';
import { usePageTitle } from '#lib/use-page-title';
import { useDeleteNewsArticle } from '../api/delete-news-article';
import { useAdminNews } from '../api/get-admin-news';
import { useAdminNewsArticle } from '../api/get-admin-news-article';
import { NewsEditor } from '../components/news-editor';
import styles from '#components/admin/admin-list.module.css';
import { NEWS_ADMIN_MESSAGES as M, NEWS_EDITOR_MESSAGES as E } from '../messages';

/**
 * Which view the address asks for: `?article=nouveau` the editor of a new article, `?article=12`
 * the editor of article 12, nothing the list. In the address, so that the browser's Back leaves the
 * editor for the list, and a reload stays in the editor. The page is the team's: the server sends
 * it as its loading state only, so this query never reaches its render.
 */
const ARTICLE_PARAMETER = 'article';
const NEW_ARTICLE = 'nouveau';
const editorAddress = (article: number | typeof NEW_ARTICLE) => `${PATHS.adminNews}?${ARTICLE_PARAMETER}=${article}`;

type AdminNewsView = { kind: 'list' } | { kind: 'new' } | { kind: 'edit'; id: number };

function viewOf(parameter: string | null): AdminNewsView {
  if (parameter === NEW_ARTICLE) return { kind: 'new' };
  if (parameter !== null && /^\d{1,10}$/.test(parameter) && Number(parameter) > 0) return { kind: 'edit', id: Number(parameter) };
  return { kind: 'list' };
}

/** « Actualités » in the administration: the articles the account may edit, and the editor. */
export default function AdminNewsPage() {
  const [searchParams] = useSearchParams();
  const view = viewOf(searchParams.get(ARTICLE_PARAMETER));
  if (view.kind === 'new') return <EditorView />;
  if (view.kind === 'edit') return <EditorView key={view.id} id={view.id} />;
  return <ArticleList />;
}

function EditorView({ id }: { id?: number }) {
  usePageTitle(id === undefined ? E.newHeading : E.editHeading);
  const articleQuery = useAdminNewsArticle(id ?? null);
  const navigate = useNavigate();
  const { showToast } = useToast();

  function leaveForList(_saved: TAdminNewsArticle, message: string) {
    showToast(message, { tone: 'success' });
    navigate(PATHS.adminNews);
  }

  return (
    <Container>
      <Link to={PATHS.adminNews} className={styles.back}>
        <span aria-hidden="true">←</span> {E.backToList}
      </Link>
      <h1>{id === undefined ? E.newHeading : E.editHeading}</h1>
      {id === undefined ? (
        <NewsEditor onSaved={leaveForList} />
      ) : articleQuery.isPending ? (
        <Spinner isBlock />
      ) : articleQuery.isError ? (
        <QueryFailedAlert query={articleQuery} fallback={E.articleLoadFailed} />
      ) : (
        <NewsEditor article={articleQuery.data} onSaved={leaveForList} />
      )}
    </Container>
  );
}

const STATUS_TONES: Record<TNewsStatus, BadgeTone> = { draft: 'neutral', scheduled: 'info', published: 'success', archived: 'warning' };

/** When an article is (or was, or will be) on the site. */
function publicationOf(article: TAdminNewsArticle): string {
  if (article.status === 'scheduled' && article.publish_date && article.publish_time)
    return M.scheduledFor(`${formatDate(`${article.publish_date}T12:00:00Z`)} à ${article.publish_time}`);
  return article.published_at ? formatDateTime(article.published_at) : M.noPublication;
}

function ArticleList() {
  usePageTitle(NEWS_PAGE_HEADING);
  const { can } = useAuth();
  const articles = useAdminNews();
  const [toDelete, setToDelete] = useState<TAdminNewsArticle | null>(null);

  return (
    <AdminListPage
      heading={NEWS_PAGE_HEADING}
      action={<ButtonLink to={editorAddress(NEW_ARTICLE)}>{M.newArticle}</ButtonLink>}
      intro={<p className={styles.intro}>{can('news.manage') ? M.intro : `${M.intro} ${M.organiserIntro}`}</p>}
      query={articles}
      itemsOf={(data) => data.articles}
      keyOf={(article) => article.id}
      columns={[M.titleColumn, M.statusColumn, M.publicationColumn, M.authorColumn, M.actionsColumn]}
      words={{ loading: M.listLoading, failed: M.listFailed, empty: M.empty, tableLabel: M.tableLabel, tableHint: M.tableHint }}
      cellsOf={(article) => (
        <>
          <th scope="row" className={styles.name}>
            {article.title}
          </th>
          <td>
            <Badge tone={STATUS_TONES[article.status]}>{NEWS_STATUS_LABELS[article.status]}</Badge>
          </td>
          <td>{publicationOf(article)}</td>
          <td>{article.author_first_name}</td>
          <td>
            <div className={styles.actions}>
              <ButtonLink to={editorAddress(article.id)} variant="outline" size="sm" aria-label={M.editArticle(article.title)}>
                {M.edit}
              </ButtonLink>
              {article.status === 'published' && (
                <ButtonLink to={PATHS.newsArticle(article.slug)} variant="ghost" size="sm" aria-label={M.viewArticle(article.title)}>
                  {M.view}
                </ButtonLink>
              )}
              <Button variant="danger" size="sm" onClick={() => setToDelete(article)} aria-label={M.deleteArticle(article.title)}>
                {M.delete}
              </Button>
            </div>
          </td>
        </>
      )}
    >
      {toDelete && <ConfirmDelete article={toDelete} onClose={() => setToDelete(null)} />}
    </AdminListPage>
  );
}

function ConfirmDelete({ article, onClose }: { article: TAdminNewsArticle; onClose: () => void }) {
  const deleteArticle = useDeleteNewsArticle();
  const { showToast } = useToast();

  function confirm() {
    deleteArticle.mutate(article.id, {
      onSuccess: ({ message }) => {
        showToast(message, { tone: 'success' });
        onClose();
      },
    });
  }

  return (
    <ConfirmDeleteModal
      isOpen
      onClose={onClose}
      onConfirm={confirm}
      words={{ heading: M.deleteHeading, cancel: M.cancel, delete: M.delete, busy: M.deleteBusy }}
      isBusy={deleteArticle.isPending}
      error={deleteArticle.isError ? getErrorMessage(deleteArticle.error, M.deleteFailed) : null}
    >
      <p>{M.deleteConfirm(article.title)}</p>
    </ConfirmDeleteModal>
  );
}
