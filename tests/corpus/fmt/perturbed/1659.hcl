dynamic    "setting" {
 for_each    =  names
 labels  =  ["a"]
    content{}
}
