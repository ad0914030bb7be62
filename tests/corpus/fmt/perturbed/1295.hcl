output    "result" {
value  =  "excluded-all"
}
