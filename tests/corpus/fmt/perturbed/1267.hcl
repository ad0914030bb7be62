terraform {
	source="../../modules/test"
	}
