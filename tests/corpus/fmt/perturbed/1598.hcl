variable "timecmp1"  {
type=number
 }

output  "timecmp1" {
      value  = var.timecmp1  
}
