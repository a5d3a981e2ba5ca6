import { useNavigate } from 'react-router';
import { EVENT_MESSAGES, EVENT_PAGE_MESSAGES, PATHS } from '@action-plus/contract';
import { Container, useToast } from '../../../components/ui';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateEvent } from '../api/create-event';
import { EventForm } from '../components/event-form';

export default function EventCreatePage() {
  usePageTitle(EVENT_PAGE_MESSAGES.createHeading);
  const createEvent = useCreateEvent();
  const navigate = useNavigate();
  const { showToast } = useToast();

  return (
    <Container>
      <h1>{EVENT_PAGE_MESSAGES.createHeading}</h1>
      <EventForm
        submitLabel={EVENT_MESSAGES.createSubmit}
        busyLabel={EVENT_MESSAGES.createBusy}
        saveFailedMessage={EVENT_MESSAGES.createFailed}
        onCancel={() => navigate(PATHS.events)}
        isDone={createEvent.isSuccess}
        onSave={async (request) => {
          const event = await createEvent.mutateAsync(request);
          showToast(EVENT_MESSAGES.created, { tone: 'success' });
          navigate(PATHS.eventDetail(event.id));
        }}
      />
    </Container>
  );
}
