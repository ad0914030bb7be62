terraform  {
 source  =    "../../../..//tf"
}
