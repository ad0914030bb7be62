output "cluster_id"{
    value    =    "cluster-mock"
	}
