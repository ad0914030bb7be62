output    "dummy"{
value =    "x"
}
