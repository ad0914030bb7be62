inputs=  {
name    =  "Module A"
}  

terraform {
 source ="../../hello-world"
}
