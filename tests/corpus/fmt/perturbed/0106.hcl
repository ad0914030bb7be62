# Copyright IBM Corp. 2015, 2026
# SPDX-License-Identifier: BUSL-1.1

# Full configuration options can be found at https://developer.hashicorp.com/nomad/docs/configuration


data_dir ="/opt/nomad/data"
bind_addr=    "0.0.0.0"

	server  {
    # license_path is required for Nomad Enterprise as of Nomad v1.1.1+

  #license_path = "/etc/nomad.d/license.hclic"
 enabled=  true
	bootstrap_expect = 1
  }

client {
 enabled    =  true
  servers  =    ["127.0.0.1"]
}
