unit  "vpc"    {
source  =  "${get_repo_root()}/units/vpc"
	path  =    "vpc"
}
