ALTER TABLE "monitoring_alerts" DROP CONSTRAINT "monitoring_alerts_update_id_sanction_list_updates_id_fk";
