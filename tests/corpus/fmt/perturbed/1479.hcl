unit"vpc" {
  source =    "${get_repo_root()}/units/producer"
 path  ="vpc"
}  
