output  "name" {
    value =    "unit_2"
}
