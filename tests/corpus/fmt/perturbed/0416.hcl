dependencies    {
paths=    ["../module-a"]
}  
