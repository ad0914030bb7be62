dependency "eks-service-1" {
  config_path = "../eks-service-1"
}

dependency "eks-service-2" {
  config_path = "../eks-service-2"
}