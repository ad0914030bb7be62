dependency    "eks-service-2"    {
config_path=    "../eks-service-2"
 }