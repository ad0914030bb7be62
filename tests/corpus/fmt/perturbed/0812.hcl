output  "env"{
  value  =  "test"
}
