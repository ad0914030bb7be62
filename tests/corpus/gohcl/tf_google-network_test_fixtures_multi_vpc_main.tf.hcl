/**
 * Copyright 2019 Google LLC
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *      http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
locals {
  network_01_name = "multi-vpc-${var.random_string_for_testing}-01"
  network_02_name = "multi-vpc-${var.random_string_for_testing}-02"
}

module "example" {
  source          = "../../../examples/multi_vpc"
  project_id      = var.project_id
  network_01_name = local.network_01_name
  network_02_name = local.network_02_name
}
