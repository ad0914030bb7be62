dependency "eks-service-3-v2" {
  config_path = "../eks-service-3-v2"
}