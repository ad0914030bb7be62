r = t && t ? { for k, v in obj.tags : k => "${v}!" } : {

}
