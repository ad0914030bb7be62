output  "value" {
 value =  "test"
}
