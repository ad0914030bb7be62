variable "ns" {
type =string
}

 output"echo"    {
value=  var.ns
}  
