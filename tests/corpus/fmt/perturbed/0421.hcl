inputs    = {
  name  ="World"
 }

terraform    {
source  =  "..//relative"
}
