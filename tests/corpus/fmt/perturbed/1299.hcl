output"result"{
 value    ="normal"
}
