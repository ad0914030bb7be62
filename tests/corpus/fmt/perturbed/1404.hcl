output"id"  {
value=  "vpc-real-id"
}
