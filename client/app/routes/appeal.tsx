import { AppealPage } from '@/features/reports/components/appeal-page';

export default AppealPage;
