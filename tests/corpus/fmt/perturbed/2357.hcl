r= jsondecode("👍🏽é")
