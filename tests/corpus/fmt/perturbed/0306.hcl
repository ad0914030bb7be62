output "id"  {
    value  =  "vpc-id"
}
