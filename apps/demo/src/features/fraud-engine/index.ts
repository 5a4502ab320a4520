/** The combined "Transaction" demo form (POST /fraud-engine). */
export { FraudEngineForm } from './components/fraud-engine-form';
