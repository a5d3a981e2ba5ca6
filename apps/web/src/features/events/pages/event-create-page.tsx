import { useNavigate } from 'react-router';
import { listSeriesDates, PATHS, toSeriesRule } from '@action-plus/contract';
import { Container, useToast } from '#components/ui';
import { usePageTitle } from '#lib/use-page-title';
import { useCreateEvent } from '../api/create-event';
import { EventForm } from '../components/event-form';
import { EVENT_FORM_MESSAGES } from '../event-form-messages';
import { EVENT_SERIES_PAGE_MESSAGES } from '../messages';

export default function EventCreatePage() {
  usePageTitle(EVENT_FORM_MESSAGES.createHeading);
  const createEvent = useCreateEvent();
  const navigate = useNavigate();
  const { showToast } = useToast();

  return (
    <Container>
      <h1>{EVENT_FORM_MESSAGES.createHeading}</h1>
      <EventForm
        submitLabel={EVENT_FORM_MESSAGES.createSubmit}
        busyLabel={EVENT_FORM_MESSAGES.createBusy}
        saveFailedMessage={EVENT_FORM_MESSAGES.createFailed}
        onCancel={() => navigate(PATHS.events)}
        isDone={createEvent.isSuccess}
        onSave={async (request) => {
          const event = await createEvent.mutateAsync(request);
          const message = request.recurrence
            ? EVENT_SERIES_PAGE_MESSAGES.seriesCreated(listSeriesDates(request.date, toSeriesRule(request.recurrence)).length)
            : EVENT_FORM_MESSAGES.created;
          showToast(message, { tone: 'success' });
          navigate(PATHS.eventDetail(event.id));
        }}
      />
    </Container>
  );
}
