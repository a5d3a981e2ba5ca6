import { Button, Card, useToast } from '#components/ui';
import { getErrorMessage } from '#lib/api-client';
import { useExportPersonalData } from '../api/export-personal-data';
import { PROFILE_PAGE_MESSAGES } from '../messages';

/** GDPR rights of access and portability: everything the site keeps about the member, as JSON. */
export function PersonalDataExport() {
  const exportData = useExportPersonalData();
  const { showToast } = useToast();

  async function handleExport() {
    try {
      await exportData.mutateAsync();
    } catch (error) {
      showToast(getErrorMessage(error, PROFILE_PAGE_MESSAGES.exportFailed), { tone: 'error' });
    }
  }

  return (
    <Card as="section" title={PROFILE_PAGE_MESSAGES.dataTitle} titleLevel={2}>
      <p>
        Téléchargez, dans un fichier JSON, tout ce que le site conserve à votre sujet&nbsp;: votre compte, vos inscriptions aux événements, vos choix de mails,
        vos adhésions, vos factures et les messages de contact envoyés depuis l'adresse de votre compte alors que vous étiez connecté(e) ou, une fois cette
        adresse confirmée, à tout moment.
      </p>
      <Button variant="outline" onClick={handleExport} isLoading={exportData.isPending} loadingText={PROFILE_PAGE_MESSAGES.exportBusy}>
        {PROFILE_PAGE_MESSAGES.exportSubmit}
      </Button>
    </Card>
  );
}
