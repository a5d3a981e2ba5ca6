import { MEMBERSHIP_MESSAGES } from '@action-plus/contract';
import { Button, Card, useToast } from '../../../components/ui';
import { getErrorMessage } from '../../../lib/api-client';
import { useExportPersonalData } from '../api/export-personal-data';

/** GDPR rights of access and portability: everything the site keeps about the member, as JSON. */
export function PersonalDataExport() {
  const exportData = useExportPersonalData();
  const { showToast } = useToast();

  async function handleExport() {
    try {
      await exportData.mutateAsync();
    } catch (error) {
      showToast(getErrorMessage(error, MEMBERSHIP_MESSAGES.exportFailed), { tone: 'error' });
    }
  }

  return (
    <Card as="section" title="Mes données" titleLevel={2}>
      <p>
        Téléchargez, dans un fichier JSON, tout ce que le site conserve à votre sujet : votre compte, vos inscriptions aux événements, vos
        adhésions, vos factures et les messages de contact envoyés depuis l'adresse de votre compte alors que vous étiez connecté(e) ou,
        une fois cette adresse confirmée, à tout moment.
      </p>
      <Button variant="outline" onClick={handleExport} isLoading={exportData.isPending} loadingText="Préparation...">
        Télécharger mes données
      </Button>
    </Card>
  );
}
