/**
 * Every documented route's contracts, by path: /api/v1/openapi.json is generated from them, and
 * tests/integration/openapi-document.test.ts fails when a route.ts on disk or one of its methods is missing here.
 */
import type { ContractRegistry } from '@/lib/http/api/openapi/document';
import * as address from '@/app/api/v1/address/contract';
import * as addressUpdate from '@/app/api/v1/address/update/contract';
import * as addressesAll from '@/app/api/v1/addresses/all/contract';
import * as addressesLevel0 from '@/app/api/v1/addresses/level/0/contract';
import * as addressesLevel1 from '@/app/api/v1/addresses/level/1/contract';
import * as addressesLevel2 from '@/app/api/v1/addresses/level/2/contract';
import * as admSection from '@/app/api/v1/adm/[section]/contract';
import * as admSectionExport from '@/app/api/v1/adm/[section]/export/contract';
import * as admSectionHistory from '@/app/api/v1/adm/[section]/history/contract';
import * as admSectionRestore from '@/app/api/v1/adm/[section]/restore/contract';
import * as admSectionStatus from '@/app/api/v1/adm/[section]/status/contract';
import * as admAudit from '@/app/api/v1/adm/audit/contract';
import * as admInterestExport from '@/app/api/v1/adm/interest/export/contract';
import * as admMedia from '@/app/api/v1/adm/media/contract';
import * as admMediaAlt from '@/app/api/v1/adm/media/alt/contract';
import * as admPreview from '@/app/api/v1/adm/preview/contract';
import * as admRatingsSummary from '@/app/api/v1/adm/ratings/summary/contract';
import * as admRequestsProgress from '@/app/api/v1/adm/requests/progress/contract';
import * as admRequestsRetry from '@/app/api/v1/adm/requests/retry/contract';
import * as admRequestsTrack from '@/app/api/v1/adm/requests/track/contract';
import * as admResumesIdFile from '@/app/api/v1/adm/resumes/[id]/file/contract';
import * as admTasix from '@/app/api/v1/adm/tasix/contract';
import * as admTenderFile from '@/app/api/v1/adm/tender-file/contract';
import * as admUpload from '@/app/api/v1/adm/upload/contract';
import * as billingApplicationPoll from '@/app/api/v1/billing/application_poll/contract';
import * as billingCheckLoginForPayment from '@/app/api/v1/billing/check/login_for_payment/contract';
import * as billingOnlineRequest from '@/app/api/v1/billing/online_request/contract';
import * as billingTariffs from '@/app/api/v1/billing/tariffs/contract';
import * as billingVacancies from '@/app/api/v1/billing/vacancies/contract';
import * as callFeedback from '@/app/api/v1/call_feedback/contract';
import * as callFeedbackForm from '@/app/api/v1/call_feedback/form/contract';
import * as callFeedbackUpdate from '@/app/api/v1/call_feedback/update/contract';
import * as captcha from '@/app/api/v1/captcha/contract';
import * as checkPromo from '@/app/api/v1/check/promo/contract';
import * as contactWithUs from '@/app/api/v1/contact/with/us/contract';
import * as coverageInterest from '@/app/api/v1/coverage/interest/contract';
import * as faqLang from '@/app/api/v1/faq/[lang]/contract';
import * as footersLang from '@/app/api/v1/footers/[lang]/contract';
import * as getLang from '@/app/api/v1/get/[lang]/contract';
import * as health from '@/app/api/v1/health/contract';
import * as healthLive from '@/app/api/v1/health/live/contract';
import * as healthReady from '@/app/api/v1/health/ready/contract';
import * as idNewsLang from '@/app/api/v1/id/news/[lang]/contract';
import * as navbarsLang from '@/app/api/v1/navbars/[lang]/contract';
import * as newsLang from '@/app/api/v1/news/[lang]/contract';
import * as openapiJson from './contract';
import * as partnersLang from '@/app/api/v1/partners/[lang]/contract';
import * as requestStatus from '@/app/api/v1/request/status/contract';
import * as resume from '@/app/api/v1/resume/contract';
import * as save from '@/app/api/v1/save/contract';
import * as slidersLang from '@/app/api/v1/sliders/[lang]/contract';
import * as speedtestDownload from '@/app/api/v1/speedtest/download/contract';
import * as speedtestPing from '@/app/api/v1/speedtest/ping/contract';
import * as speedtestUpload from '@/app/api/v1/speedtest/upload/contract';
import * as statLang from '@/app/api/v1/stat/[lang]/contract';
import * as tasixCheck from '@/app/api/v1/tasix/check/contract';
import * as tendersLang from '@/app/api/v1/tenders/[lang]/contract';
import * as textsLangConnectionRequest from '@/app/api/v1/texts/[lang]/connection_request/contract';
import * as user2faDisable from '@/app/api/v1/user/2fa/disable/contract';
import * as user2faEnable from '@/app/api/v1/user/2fa/enable/contract';
import * as user2faSetup from '@/app/api/v1/user/2fa/setup/contract';
import * as userAll from '@/app/api/v1/user/all/contract';
import * as userAuth from '@/app/api/v1/user/auth/contract';
import * as userCreate from '@/app/api/v1/user/create/contract';
import * as userGet from '@/app/api/v1/user/get/contract';
import * as userLogout from '@/app/api/v1/user/logout/contract';
import * as userPassword from '@/app/api/v1/user/password/contract';
import * as userPasswordForgot from '@/app/api/v1/user/password/forgot/contract';
import * as userPasswordReset from '@/app/api/v1/user/password/reset/contract';
import * as userSessions from '@/app/api/v1/user/sessions/contract';
import * as userUpdate from '@/app/api/v1/user/update/contract';

/** The contracts of every route but the catch-all (which the document's description states). */
export const CONTRACTS: ContractRegistry = {
  '/api/v1/address': address,
  '/api/v1/address/update': addressUpdate,
  '/api/v1/addresses/all': addressesAll,
  '/api/v1/addresses/level/0': addressesLevel0,
  '/api/v1/addresses/level/1': addressesLevel1,
  '/api/v1/addresses/level/2': addressesLevel2,
  '/api/v1/adm/{section}': admSection,
  '/api/v1/adm/{section}/export': admSectionExport,
  '/api/v1/adm/{section}/history': admSectionHistory,
  '/api/v1/adm/{section}/restore': admSectionRestore,
  '/api/v1/adm/{section}/status': admSectionStatus,
  '/api/v1/adm/audit': admAudit,
  '/api/v1/adm/interest/export': admInterestExport,
  '/api/v1/adm/media': admMedia,
  '/api/v1/adm/media/alt': admMediaAlt,
  '/api/v1/adm/preview': admPreview,
  '/api/v1/adm/ratings/summary': admRatingsSummary,
  '/api/v1/adm/requests/progress': admRequestsProgress,
  '/api/v1/adm/requests/retry': admRequestsRetry,
  '/api/v1/adm/requests/track': admRequestsTrack,
  '/api/v1/adm/resumes/{id}/file': admResumesIdFile,
  '/api/v1/adm/tasix': admTasix,
  '/api/v1/adm/tender-file': admTenderFile,
  '/api/v1/adm/upload': admUpload,
  '/api/v1/billing/application_poll': billingApplicationPoll,
  '/api/v1/billing/check/login_for_payment': billingCheckLoginForPayment,
  '/api/v1/billing/online_request': billingOnlineRequest,
  '/api/v1/billing/tariffs': billingTariffs,
  '/api/v1/billing/vacancies': billingVacancies,
  '/api/v1/call_feedback': callFeedback,
  '/api/v1/call_feedback/form': callFeedbackForm,
  '/api/v1/call_feedback/update': callFeedbackUpdate,
  '/api/v1/captcha': captcha,
  '/api/v1/check/promo': checkPromo,
  '/api/v1/contact/with/us': contactWithUs,
  '/api/v1/coverage/interest': coverageInterest,
  '/api/v1/faq/{lang}': faqLang,
  '/api/v1/footers/{lang}': footersLang,
  '/api/v1/get/{lang}': getLang,
  '/api/v1/health': health,
  '/api/v1/health/live': healthLive,
  '/api/v1/health/ready': healthReady,
  '/api/v1/id/news/{lang}': idNewsLang,
  '/api/v1/navbars/{lang}': navbarsLang,
  '/api/v1/news/{lang}': newsLang,
  '/api/v1/openapi.json': openapiJson,
  '/api/v1/partners/{lang}': partnersLang,
  '/api/v1/request/status': requestStatus,
  '/api/v1/resume': resume,
  '/api/v1/save': save,
  '/api/v1/sliders/{lang}': slidersLang,
  '/api/v1/speedtest/download': speedtestDownload,
  '/api/v1/speedtest/ping': speedtestPing,
  '/api/v1/speedtest/upload': speedtestUpload,
  '/api/v1/stat/{lang}': statLang,
  '/api/v1/tasix/check': tasixCheck,
  '/api/v1/tenders/{lang}': tendersLang,
  '/api/v1/texts/{lang}/connection_request': textsLangConnectionRequest,
  '/api/v1/user/2fa/disable': user2faDisable,
  '/api/v1/user/2fa/enable': user2faEnable,
  '/api/v1/user/2fa/setup': user2faSetup,
  '/api/v1/user/all': userAll,
  '/api/v1/user/auth': userAuth,
  '/api/v1/user/create': userCreate,
  '/api/v1/user/get': userGet,
  '/api/v1/user/logout': userLogout,
  '/api/v1/user/password': userPassword,
  '/api/v1/user/password/forgot': userPasswordForgot,
  '/api/v1/user/password/reset': userPasswordReset,
  '/api/v1/user/sessions': userSessions,
  '/api/v1/user/update': userUpdate,
};
