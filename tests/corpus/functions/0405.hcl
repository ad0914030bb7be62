r = jsondecode("👍🏽é")
