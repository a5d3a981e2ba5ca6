import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { EVENT_MESSAGES, PATHS, type TSeriesScope } from '@action-plus/contract';
import { Alert, Container, Spinner } from '#components/ui';
import { usePageTitle } from '#lib/use-page-title';
import { useUpdateEvent } from '../api/update-event';
import { EventForm } from '../components/event-form';
import { EventLoadFailed } from '../components/event-load-failed';
import { SeriesScopeChoice } from '../components/series-scope-choice';
import { useEventOfRoute } from '../components/use-event-of-route';
import { EVENT_FORM_MESSAGES } from '../event-form-messages';
import { EVENT_PAGE_SETTINGS } from '../messages';

export default function EventEditPage() {
  usePageTitle(EVENT_FORM_MESSAGES.editHeading);
  const { eventId, eventQuery, isNotFound } = useEventOfRoute();
  const updateEvent = useUpdateEvent();
  const navigate = useNavigate();
  const [isRedirecting, setIsRedirecting] = useState(false);
  const [scope, setScope] = useState<TSeriesScope>('this');
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  return (
    <Container>
      <h1>{EVENT_FORM_MESSAGES.editHeading}</h1>
      {isNotFound ? (
        <Alert tone="warning">{EVENT_MESSAGES.eventNotFound}</Alert>
      ) : eventQuery.isPending ? (
        <Spinner isBlock />
      ) : eventQuery.isError ? (
        <EventLoadFailed query={eventQuery} />
      ) : (
        <>
          {isRedirecting && <Alert tone="success">{EVENT_FORM_MESSAGES.updated}</Alert>}
          <EventForm
            // A fresh form for each event: its default values are read once.
            key={eventQuery.data.id}
            event={eventQuery.data}
            submitLabel={EVENT_FORM_MESSAGES.updateSubmit}
            busyLabel={EVENT_FORM_MESSAGES.updateBusy}
            saveFailedMessage={EVENT_FORM_MESSAGES.updateFailed}
            onCancel={() => navigate(PATHS.eventDetail(eventId))}
            isDone={isRedirecting}
            beforeActions={
              eventQuery.data.series_id !== null && <SeriesScopeChoice purpose="edit" scope={scope} onChange={setScope} isDisabled={isRedirecting} />
            }
            onSave={async (request) => {
              await updateEvent.mutateAsync({ id: eventId, input: request, scope });
              setIsRedirecting(true);
              redirectTimer.current = setTimeout(() => navigate(PATHS.eventDetail(eventId)), EVENT_PAGE_SETTINGS.EDIT_REDIRECT_MS);
            }}
          />
        </>
      )}
    </Container>
  );
}
