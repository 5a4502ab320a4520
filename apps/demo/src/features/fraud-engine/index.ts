/** The combined "Transaction" demo form (spec §2 Demo, POST /fraud-engine). */
export { FraudEngineForm } from './components/fraud-engine-form';
