dependency    "eks-service-3" {
	config_path    = "../eks-service-3"
}